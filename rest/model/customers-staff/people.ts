/**
 * The people around a workspace as its staff see them (issue 20 §4, §5): its customers, inviting
 * them, and the workspace's activity timeline.
 */
import type { Directory } from '../identity/directory.ts';
import type { Identity } from '../identity/identity.ts';
import type { Runtime } from '../runtime.ts';
import { CustomerInvites } from './customer-invites.ts';
import { CustomerRecords } from './customer-records.ts';
import { WorkspaceActivity } from './workspace-activity.ts';

export interface People {
  customers: CustomerRecords;
  invites: CustomerInvites;
  activity: WorkspaceActivity;
}

export async function createPeople(rt: Runtime, directory: Directory, identity: Identity): Promise<People> {
  const people = { customers: new CustomerRecords(rt, directory), invites: new CustomerInvites(rt, directory, identity.invitations), activity: new WorkspaceActivity(rt) };
  await people.customers.ensureIndexes();
  await people.activity.ensureIndexes();
  return people;
}
