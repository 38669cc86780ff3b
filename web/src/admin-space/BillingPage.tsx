import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { EmptyMessage } from '../shared/EmptyMessage.tsx';
import { FormFailure } from '../shared/form.tsx';
import type { BillingOverview } from '../../../rules/plans.ts';
import { accountApi } from './account-api.ts';
import { AdminScreen, Panel, useAction, useLoaded, useMe, useRefreshMe } from './AdminScreen.tsx';

const USAGE: { label: string; used: (b: BillingOverview) => number; limit: (b: BillingOverview) => number }[] = [
  { label: 'Configurators', used: (b) => b.usage.configurators, limit: (b) => b.limits.maxConfigurators },
  { label: 'Users', used: (b) => b.usage.users, limit: (b) => b.limits.maxUsers },
  { label: 'Products per configurator (the largest)', used: (b) => b.usage.productsPerConfigurator, limit: (b) => b.limits.maxProductsPerConfigurator },
];

/** Opens the provider's page: a Stripe page in this tab, or (local provider) the plans page inside the app. */
export function useOpenBilling(): { open: (load: () => Promise<{ url: string }>) => void; busy: boolean; failure: string | null } {
  const navigate = useNavigate();
  const action = useAction();
  const open = (load: () => Promise<{ url: string }>) =>
    void action.run(async () => {
      const { url } = await load();
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    });
  return { open, busy: action.busy, failure: action.failure };
}

/** /admin-space/billing: the plan, the usage against each limit, and the billing portal. */
export function BillingPage() {
  const me = useMe();
  const refreshMe = useRefreshMe();
  const [params, setParams] = useSearchParams();
  const admin = me.user.roles.includes('admin');
  const staff = me.user.roles.some((r) => r !== 'guest');
  // a guest is not told the workspace's usage (the server refuses them): they read the plan's name only
  const billing = useLoaded(() => (staff ? accountApi.billing() : Promise.resolve(undefined)));
  const portal = useOpenBilling();
  const checkout = params.get('checkout');
  const completing = useAction();
  useEffect(() => {
    // back from the payment page: the server asks the provider whether it was paid
    if (!checkout || !admin) return;
    void completing.run(async () => {
      await accountApi.completeCheckout(checkout);
      setParams({}, { replace: true });
      await Promise.all([billing.reload(), refreshMe()]);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout, admin]);

  const data = billing.data;
  return (
    <AdminScreen title="Billing">
      <Panel title="Current plan">
        <FormFailure message={billing.error ?? completing.failure ?? portal.failure} />
        {data && (
          <Stack gap="4">
            <Text textStyle="2xl" fontWeight="semibold">{data.planName}</Text>
            <Stack as="ul" listStyleType="none" gap="3">
              {USAGE.map((row) => {
                const used = row.used(data);
                const limit = row.limit(data);
                return (
                  <li key={row.label}>
                    <HStack justify="space-between" textStyle="sm" mb="1">
                      <Text>{row.label}</Text>
                      <Text fontWeight="medium">{limit < 0 ? `${used} of unlimited` : `${used} of ${limit}`}</Text>
                    </HStack>
                    <Progress.Root value={limit < 0 ? 0 : Math.min(100, (used / Math.max(limit, 1)) * 100)} size="sm" colorPalette={limit >= 0 && used >= limit ? 'orange' : 'blue'} aria-label={`${row.label}: ${used} of ${limit < 0 ? 'unlimited' : limit}`}>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </li>
                );
              })}
              <li>
                <Text textStyle="sm">Publishing: {data.limits.canPublish ? 'included' : 'not included'} · Generative design: {data.limits.generativeModularDesign ? 'included' : 'not included'}</Text>
              </li>
            </Stack>
            <HStack gap="2" wrap="wrap">
              {admin ? (
                <Button loading={portal.busy} onClick={() => portal.open(accountApi.billingPortal)}>Open billing portal</Button>
              ) : (
                <Text color="fg.muted" textStyle="sm">Ask an admin of {me.workspace.name} to change the plan.</Text>
              )}
              <Button asChild variant="outline">
                <RouterLink to="/subscription">Compare plans</RouterLink>
              </Button>
            </HStack>
            {data.provider === 'local' && <Text color="fg.muted" textStyle="sm">Plans on this Joinery are set by its team: contact us to change yours.</Text>}
          </Stack>
        )}
        {!data && !billing.error && (staff ? <EmptyMessage title="Loading your plan" /> : <EmptyMessage title={`${me.workspace.name} is on the ${me.workspace.plan[0]}${me.workspace.plan.slice(1).toLowerCase()} plan`} message="Its admins manage billing." />)}
      </Panel>
    </AdminScreen>
  );
}
