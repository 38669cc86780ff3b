import { Type } from '@sinclair/typebox';
import type { Model } from '../model/model.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import {
  CUSTOMER_COOKIE, CUSTOMER_COOKIE_PATH, CustomerSignInBody, CustomerSignUpBody, type Customer, type StartedCustomer,
} from '../model/storefront/customers.ts';
import { defineOperation, type Cookies } from './operation.ts';

const shared = { group: '', tag: 'storefront', access: 'public' } as const;
export const ConfiguratorParams = Obj({ id: Id });
const CustomerSchema = Obj({ email: Type.String(), name: Type.String() });
/** what sign-up and sign-in have in common: a password form, answered with the customer and limited like the staff sign-in */
const passwordForm = {
  ...shared,
  method: 'POST',
  params: ConfiguratorParams,
  response: CustomerSchema,
  errors: [400, 401, 403, 404],
  rateLimited: 'attempts per account and per address, counted with the staff sign-in (RATE_LIMIT_SIGN_IN, default 5/minute); sign-ups per address on the same rule',
} as const;

/** The customer signed in on this configurator (its cookie, if any), or null: the storefront's order routes ask this. */
export function signedInCustomer(model: Model, cookies: Cookies, configuratorId: string): Promise<Customer | null> {
  return model.customers.current(configuratorId, cookies.get(CUSTOMER_COOKIE));
}

/** Starts the customer's session in its own cookie (never the staff one), ending the one the browser came with. */
async function answerCustomer(model: Model, cookies: Cookies, started: StartedCustomer) {
  const previous = cookies.get(CUSTOMER_COOKIE);
  const stale = previous ? await model.customers.sessions.find(previous) : null;
  if (stale) await model.customers.sessions.end(stale.id);
  cookies.set(CUSTOMER_COOKIE, started.secret, { path: CUSTOMER_COOKIE_PATH, maxAge: model.identity.options.sessionMaxHours * 3600 });
  return { email: started.customer.email, name: started.customer.name };
}

/**
 * Customers of a published configurator (application.md §6, issue 18 §3). Their session cookie is
 * sent only to /api/published/ and read only by the storefront's calls: the staff API and app do not
 * see it (they answer 401, and the app shows its sign-in).
 */
export const storefrontCustomerOperations = [
  defineOperation({
    ...passwordForm,
    path: '/api/published/configurator/{id}/customers/signup',
    operationId: 'customerSignUp',
    summary: 'Sign up as a customer of a published configurator, and sign in',
    description: "Signup: anyone; Invitation: only an address invited as a guest of the configurator's workspace. The password follows §5. An address with an account already gives that account's password. A confirmation e-mail goes out. 403 when the configurator offers no e-mail and password sign-in.",
    body: CustomerSignUpBody,
    answer: 'added',
    errors: [...passwordForm.errors, 409],
    call: async (model, { params, body, cookies, request, reportLimit }) =>
      answerCustomer(model, cookies, await model.customers.signUp(params.id, body, request.ip, reportLimit)),
  }),
  defineOperation({
    ...passwordForm,
    path: '/api/published/configurator/{id}/customers/signin',
    operationId: 'customerSignIn',
    summary: 'Sign in as a customer of a published configurator',
    description: 'A wrong e-mail and a wrong password get the same 401. 403 when the configurator offers no e-mail and password sign-in.',
    body: CustomerSignInBody,
    answer: 'json',
    call: async (model, { params, body, cookies, request, reportLimit }) =>
      answerCustomer(model, cookies, await model.customers.signIn(params.id, body, request.ip, reportLimit)),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/published/configurator/{id}/customers/signout',
    operationId: 'customerSignOut',
    summary: "End the customer's session (also fine when there is none)",
    params: ConfiguratorParams,
    answer: 'noContent',
    errors: [400, 404],
    call: async (model, { params, cookies }) => {
      await model.customers.signOut(params.id, cookies.get(CUSTOMER_COOKIE));
      cookies.clear(CUSTOMER_COOKIE, { path: CUSTOMER_COOKIE_PATH });
    },
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/published/configurator/{id}/customers/me',
    operationId: 'getCustomer',
    summary: 'The customer signed in on this configurator; 401 when none is',
    params: ConfiguratorParams,
    response: CustomerSchema,
    answer: 'json',
    errors: [400, 401, 404],
    call: (model, { params, cookies }) => model.customers.me(params.id, cookies.get(CUSTOMER_COOKIE)),
  }),
];
