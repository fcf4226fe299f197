import { z } from "zod/mini";

// zod/mini checks the answers the browser reads (reviews, postcode lookups, API error bodies); those
// schemas load with their request, not with the page. Jitless: the site's Content-Security-Policy has no
// 'unsafe-eval', and zod otherwise probes `new Function`.
z.config({ jitless: true });

export { z };
