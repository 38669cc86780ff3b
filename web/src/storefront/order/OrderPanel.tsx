import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LuCopy, LuShare2, LuShoppingCart } from 'react-icons/lu';
import { EMAIL_PATTERN, FORM_MESSAGES } from '../../shared/form-messages.ts';
import { FormFailure } from '../../shared/FormFailure.tsx';
import { publishedApi, type ConfigurationDocument, type Customer, type Evaluation, type PlacedOrder, type PublishedConfigurator, type SavedReference } from '../api/published-api.ts';
import { announce } from '../embed/announce.ts';
import { formatMoney, newAttemptKey } from './money.ts';
import { shareLink } from './share-link.ts';

export interface OrderPanelProps {
  configurator: PublishedConfigurator;
  draft: ConfigurationDocument;
  evaluation: Evaluation;
  customer: Customer | null;
  /** the visit's analytics session, carried by saves and orders */
  session: string | undefined;
  onOrdered: (order: PlacedOrder) => void;
  /** the login type wants a signed-in customer before ordering */
  onSignInToOrder: () => void;
}

/** One order attempt: the configuration it is for, its Idempotency-Key, and the saved configuration once saved. */
interface Attempt {
  signature: string;
  key: string;
  saved?: SavedReference;
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong: try again.');

/** The live price, what still keeps the configuration from being ordered, saving and sharing, and ordering. */
export function OrderPanel({ configurator, draft, evaluation, customer, session, onOrdered, onSignInToOrder }: OrderPanelProps) {
  const { features, auth, currency } = configurator;
  const emailId = useId();
  const { pathname } = useLocation();
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [busy, setBusy] = useState<'save' | 'order' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const signature = JSON.stringify(draft);
  const current = (): Attempt => {
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newAttemptKey() };
    return attempt.current;
  };
  const emailWanted = !customer && (auth.loginType === 'None' || auth.loginType === 'Optional');
  const signInWanted = !customer && (auth.loginType === 'RequiredToOrder' || auth.loginType === 'Required');
  const emailError = emailWanted && !EMAIL_PATTERN.test(email.trim()) ? (email.trim() ? FORM_MESSAGES.pattern : FORM_MESSAGES.required) : undefined;
  const empty = draft.modules.length === 0;
  const blocker = empty ? 'Add a module first' : evaluation.problems[0]?.message;

  const saved = async (): Promise<SavedReference> => {
    const now = current();
    now.saved ??= await publishedApi.save(configurator.id, { ...draft, ...(session ? { session } : {}) });
    return now.saved;
  };

  const save = async () => {
    setBusy('save');
    setFailure(null);
    try {
      setLink(shareLink({ origin: window.location.origin, pathname }, await saved()));
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(null);
    }
  };

  const order = async () => {
    if (signInWanted) return onSignInToOrder();
    if (emailError) return setEmailTouched(true);
    setBusy('order');
    setFailure(null);
    try {
      const configuration = await saved();
      const placed = await publishedApi.order(
        configurator.id,
        {
          configuration: { id: configuration.id, version: configuration.version },
          ...(emailWanted ? { email: email.trim() } : {}),
          ...(session ? { session } : {}),
          // the server prices the order itself; it refuses it if that is not what the customer saw
          ...(features.prices ? { expectedTotal: evaluation.total } : {}),
        },
        current().key,
      );
      attempt.current = null;
      announce(configurator.embedOrigins, { type: 'ordered', order: placed.id, total: placed.totalPrice, currency: placed.currency });
      onOrdered(placed);
    } catch (error) {
      // a retry of this attempt sends the same key: the server makes one order of both
      setFailure(failureOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3" as="section" aria-label="Your order" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      {features.prices && (
        <HStack justify="space-between" align="baseline">
          <Text fontWeight="medium">Total</Text>
          <Text textStyle="2xl" fontWeight="bold" aria-live="polite" data-testid="total">{formatMoney(evaluation.total, currency)}</Text>
        </HStack>
      )}
      {blocker && (
        <Text textStyle="sm" color="fg.muted" role="status">
          {empty ? blocker : `To order: ${blocker}`}
        </Text>
      )}
      {features.ordering && emailWanted && (
        <Field.Root invalid={emailTouched && Boolean(emailError)} required gap="1">
          <Field.Label htmlFor={emailId}>
            E-mail for your order confirmation <Field.RequiredIndicator />
          </Field.Label>
          <Input id={emailId} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} onBlur={() => setEmailTouched(true)} />
          <Field.ErrorText>{emailError}</Field.ErrorText>
        </Field.Root>
      )}
      <FormFailure message={failure} />
      <HStack gap="2" flexWrap="wrap">
        {features.ordering && (
          <Button onClick={() => void order()} loading={busy === 'order'} disabled={Boolean(blocker) || busy !== null} flex="1">
            <LuShoppingCart aria-hidden="true" /> {signInWanted ? 'Sign in to order' : 'Order'}
          </Button>
        )}
        {features.sharing && (
          <Button variant="outline" onClick={() => void save()} loading={busy === 'save'} disabled={Boolean(blocker) || busy !== null}>
            <LuShare2 aria-hidden="true" /> Save and share
          </Button>
        )}
      </HStack>
      {link && <ShareLink link={link} />}
    </Stack>
  );
}

function ShareLink({ link }: { link: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap="1">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>Link to this configuration</label>
      </Text>
      <HStack gap="2">
        <Input id={id} readOnly value={link} size="sm" minW="0" onFocus={(e) => e.currentTarget.select()} />
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Copy the link"
          onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true), () => setCopied(false))}
        >
          <LuCopy />
        </IconButton>
      </HStack>
      {copied && <Text textStyle="xs" color="fg.muted" role="status">Link copied</Text>}
    </Stack>
  );
}
