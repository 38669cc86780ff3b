/** Plan refusals end with their way out ('… Upgrade to add more.'): the server's contract (rest/model/identity/plan-limits.ts). */
const UPGRADE = /Upgrade to [^.]+\.$/;
export const isPlanRefusal = (message: string) => UPGRADE.test(message);
/** where a plan refusal's way out leads */
export const PLANS_PATH = '/subscription';
