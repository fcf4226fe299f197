/**
 * The shipped blog posts and job listings (content/posts, content/jobs) as the pages read them, for tests
 * that need the site's own posts and jobs.
 */
import path from "node:path";
import { jobsOf } from "#app/content/jobs.server.ts";
import { postsOf } from "#app/content/posts.server.ts";
import { contentStoreFor } from "#app/content/store.server.ts";

const content = contentStoreFor(path.resolve("content"));

export const shippedPosts = await postsOf({ content });
export const shippedJobs = await jobsOf({ content });
