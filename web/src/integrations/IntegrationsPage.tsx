/**
 * /integrations (application.md §2.6, issue 21 §4): the marketplace of the workspace (keyed on its
 * alias), what it has installed with install, configure, pause and remove, the empty banner with its
 * guided checklist, and a status message. `?configure=<type or id>` opens that integration's form;
 * `config.<field>=<value>` parameters fill it in.
 */
import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { requestJson } from '../app/http.ts';
import type { Me } from '../frame/Frame.tsx';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { DismissibleBanner } from '../shared/DismissibleBanner.tsx';
import type { IntegrationType, IntegrationView, Marketplace } from '../../../rules/integrations.ts';
import { integrationsPath, useRest } from './api.ts';
import { Checklist } from './Checklist.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { RunList } from './RunList.tsx';

const CONFIG_PREFIX = 'config.';

// the settings form (react-hook-form) loads when a form is opened, not with the page
const IntegrationForm = lazy(async () => ({ default: (await import('./IntegrationForm.tsx')).IntegrationForm }));

function InstalledCard({ alias, item, admin, onConfigure, onChanged, onMessage }: {
  alias: string;
  item: IntegrationView;
  admin: boolean;
  onConfigure: () => void;
  onChanged: () => Promise<void>;
  onMessage: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [runs, setRuns] = useState(0);
  const path = `${integrationsPath(alias)}/${item.id}`;
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      onMessage(done);
      await onChanged();
    } catch (error) {
      onMessage(error instanceof Error ? error.message : String(error));
    }
  };
  const paused = item.status === 'paused';
  return (
    <Card.Root as="article" aria-label={item.name} minW="0">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title as="h3" textStyle="md">{item.name}</Card.Title>
          <Badge colorPalette={paused ? 'gray' : 'green'}>{paused ? 'Paused' : 'Active'}</Badge>
        </HStack>
        <Card.Description>
          {item.type === 'webhook' && `POSTs to ${String(item.settings.url)}`}
          {item.type === 'sync' && `Sync point '${String(item.settings.urlPoint)}' reads ${String(item.settings.url)}`}
          {item.type === 'export' && `${String(item.settings.dataset)} as ${String(item.settings.format).toUpperCase()}, ${item.nextRun ? `next run ${new Date(item.nextRun).toLocaleString()}` : 'on demand'}`}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {admin && (
            <HStack wrap="wrap" gap="2">
              <Button size="sm" variant="outline" onClick={onConfigure}>Configure</Button>
              <Button size="sm" variant="outline" onClick={() => void act(() => requestJson(path, { method: 'PATCH', json: { status: paused ? 'active' : 'paused' } }), `${item.name} is ${paused ? 'active again' : 'paused'}`)}>
                {paused ? 'Resume' : 'Pause'}
              </Button>
              {item.type === 'export' && (
                <Button size="sm" variant="outline" onClick={() => void act(async () => { await requestJson(`${path}/runs`, { method: 'POST' }); setRuns((n) => n + 1); }, `${item.name} is running: the file comes to your bell`)}>
                  Export now
                </Button>
              )}
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>Remove</Button>
            </HStack>
          )}
          <Box minW="0" maxW="full">
            <Text as="h4" fontWeight="medium" textStyle="sm" mb="2">{item.type === 'webhook' ? 'Delivery log' : 'Runs'}</Text>
            {item.type === 'webhook' ? <DeliveryLog alias={alias} integration={item.id} onMessage={onMessage} /> : <RunList alias={alias} integration={item.id} version={runs} />}
          </Box>
        </Stack>
      </Card.Body>
      <ConfirmModal
        open={confirming}
        title="Remove integration"
        confirmLabel="Remove"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act(() => requestJson(path, { method: 'DELETE' }), `${item.name} removed`);
        }}
      >
        Are you sure you want to remove {item.name}? Its delivery log and runs stay.
      </ConfirmModal>
    </Card.Root>
  );
}

function MarketplaceGrid({ catalogue, admin, onInstall }: { catalogue: readonly IntegrationType[]; admin: boolean; onInstall: (type: string) => void }) {
  return (
    <SimpleGrid as="section" aria-label="Marketplace" columns={{ base: 1, md: 3 }} gap="4">
      {catalogue.map((entry) => (
        <Card.Root key={entry.type} size="sm">
          <Card.Header>
            <Card.Title as="h2" textStyle="md">{entry.name}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Text textStyle="sm" color="fg.muted">{entry.description}</Text>
          </Card.Body>
          {admin && (
            <Card.Footer>
              <Button size="sm" onClick={() => onInstall(entry.type)} aria-label={`Install ${entry.name}`}>Install</Button>
            </Card.Footer>
          )}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function IntegrationsPage() {
  const me = useOutletContext<Me>();
  const alias = me.workspace.alias;
  const admin = me.user.roles.includes('admin');
  // a guest (a customer) is not shown the workspace's integrations: nothing is asked for them
  const staff = me.user.roles.some((role) => role !== 'guest');
  const [params, setParams] = useSearchParams();
  const { data, error, reload } = useRest<Marketplace>(staff ? integrationsPath(alias) : null);
  const [status, setStatus] = useState('');
  const configure = params.get('configure');
  const preset = Object.fromEntries([...params].filter(([key]) => key.startsWith(CONFIG_PREFIX)).map(([key, value]) => [key.slice(CONFIG_PREFIX.length), value]));
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) {
        next.delete(name);
        if (name === 'configure') for (const key of [...next.keys()]) if (key.startsWith(CONFIG_PREFIX)) next.delete(key);
      } else next.set(name, value);
      return next;
    });

  const editing = data?.installed.find((item) => item.id === configure);
  const entry = data?.catalogue.find((candidate) => candidate.type === (editing?.type ?? configure));
  return (
    <>
      <ScreenHeading title="Integrations" subtitle="EXTERNAL CONNECTIONS" />
      <Stack gap="4">
        {data && !data.installed.length && (
          <DismissibleBanner
            title="Add your first integration"
            message="Integrations are how your configurator talks to the world"
            link={{ label: 'Show me how', to: '?checklist=integrations' }}
            storageKey={`integrations:${alias}`}
          />
        )}
        {data && params.get('checklist') === 'integrations' && <Checklist installed={data.installed} onClose={() => setParam('checklist', null)} />}
        <Text role="status" aria-live="polite" color="fg.muted" minH="1.5em">{staff ? (error ?? status) : "Integrations are set up by the workspace's staff."}</Text>
        {entry && admin && (
          <Suspense fallback={null}>
          <IntegrationForm
            key={`${configure}:${JSON.stringify(preset)}`}
            alias={alias}
            entry={entry}
            installed={editing}
            preset={preset}
            onCancel={() => setParam('configure', null)}
            onSaved={(saved, installedNow) => {
              setStatus(installedNow ? `${saved.name} installed` : `${saved.name} saved`);
              setParam('configure', null);
              void reload();
            }}
          />
          </Suspense>
        )}
        {configure && data && !entry && <Text color="fg.error">There is no integration {configure} to configure.</Text>}
        {data && <MarketplaceGrid catalogue={data.catalogue} admin={admin} onInstall={(type) => setParam('configure', type)} />}
        {data && data.installed.length > 0 && (
          <Stack as="section" aria-label="Installed integrations" gap="4">
            <Text as="h2" textStyle="lg" fontWeight="semibold">Installed</Text>
            {data.installed.map((item) => (
              <InstalledCard key={item.id} alias={alias} item={item} admin={admin} onConfigure={() => setParam('configure', item.id)} onChanged={reload} onMessage={setStatus} />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}
