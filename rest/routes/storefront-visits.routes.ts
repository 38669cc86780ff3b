import { Obj } from '../model/kinds/common.schema.ts';
import { CUSTOMER_COOKIE } from '../model/storefront/customers.ts';
import { VisitBody, VisitSessionId } from '../model/storefront/visits.ts';
import { defineOperation } from './operation.ts';
import { ConfiguratorParams } from './storefront-customers.routes.ts';

/** The storefront's analytics (issue 18 §9): a visit starts a session that saves and orders are linked to. */
export const storefrontVisitOperations = [
  defineOperation({
    group: '',
    tag: 'storefront',
    access: 'public',
    method: 'POST',
    path: '/api/published/configurator/{id}/visits',
    operationId: 'recordVisit',
    summary: 'Record a visit of a published configurator; answers its analytics session',
    description:
      'Keeps the date, the address and its country, region and city (an offline database), the browser and system families and major versions, the UTM tags and the referring page (origin and path). With Sec-GPC: 1 neither the address nor the place is kept. Visits are kept 13 months, addresses 30 days. Send the answered session with later saves and orders of the visit.',
    params: ConfiguratorParams,
    body: VisitBody,
    bodyOptional: true,
    response: Obj({ session: VisitSessionId }),
    answer: 'added',
    errors: [400, 404, 429],
    call: async (model, { params, body, cookies, request, reportLimit }) => {
      const customer = await model.customers.current(params.id, cookies.get(CUSTOMER_COOKIE));
      const header = request.headers['sec-gpc'];
      return model.visits.record(params.id, body, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
        gpc: Array.isArray(header) ? header[0] : header,
        customer: customer?.email ?? null,
      }, reportLimit);
    },
  }),
];

