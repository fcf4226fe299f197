/** Who is signed in to the staff area, as every staff contract names them (its own module: no circle). */

/**
 * MANAGEMENT_ROLE, or a place's form name (any status: a closed place's inbox still reads its leads), which
 * sees that place's leads and enquiries. Places are content, so a role is a string checked against them
 * (isStaffRole, contracts/staff.ts).
 */
export type StaffRole = string;

export interface StaffUser {
  email: string;
  role: StaffRole;
  /** What the role is called on screen: "Management" or the gym's name. */
  roleLabel: string;
  csrfToken: string;
}
