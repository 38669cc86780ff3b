import { Field, Flex, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { DialogButtons, DialogSections, DialogShell } from '../shared/DialogShell.tsx';
import { messages, type Notice } from '../shared/messages.ts';
import { Select } from '../shared/Select.tsx';
import { notify } from '../shared/toaster.tsx';
import { commitEntry, commitPasted, COMMIT_KEYS, inviteTexts } from './invite-rules.ts';

export interface InviteConfiguratorOption {
  id: string;
  title: string;
  domain: string;
}

export interface InviteCustomersDialogProps {
  open: boolean;
  onClose: () => void;
  configurators: readonly InviteConfiguratorOption[];
  /** of these addresses, those in the workspace already or invited */
  invitedAlready: (emails: string[]) => Promise<string[]>;
  /** sends the invitations (guest role, this configurator domain); answers why not, or null when sent */
  invite: (emails: string[], domain: string) => Promise<string | null>;
  /** where the §5/§8 messages go (a toast by default) */
  notice?: (notice: Notice) => void;
}

/**
 * The customer invite modal (application.md §2.8, §5, §6, §8): addresses as chips under §5's rules, the
 * configurator (its domain) they are invited to, sent with the guest role; 'Invitation Sent' after.
 */
export function InviteCustomersDialog({ open, onClose, configurators, invitedAlready, invite, notice = notify }: InviteCustomersDialogProps) {
  return (
    <DialogShell
      open={open}
      size="md"
      title="Invite customers"
      onClose={onClose}
      sections={open && <InviteForm configurators={configurators} invitedAlready={invitedAlready} invite={invite} notice={notice} onClose={onClose} />}
    />
  );
}

function InviteForm({ configurators, invitedAlready, invite, notice, onClose }: Omit<InviteCustomersDialogProps, 'open'> & { notice: (notice: Notice) => void }) {
  const [emails, setEmails] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [domain, setDomain] = useState(configurators[0]?.domain ?? '');
  const [sending, setSending] = useState(false);
  const hintId = useId();

  /** Adds what was committed, then drops (with §5's warning) whoever is in already. */
  const settle = async (next: string[], found: string[]) => {
    setEmails(next);
    const added = next.filter((e) => !emails.includes(e));
    if (!added.length) return setProblems(found);
    let already: string[] = [];
    try {
      already = await invitedAlready(added);
    } catch {
      // the check is a courtesy: the server skips members anyway
    }
    for (const entry of already) console.warn(inviteTexts.alreadyInvited(entry));
    setEmails((current) => current.filter((e) => !already.includes(e)));
    setProblems([...found, ...already.map(inviteTexts.alreadyInvited)]);
  };

  const commitTyped = () => {
    const { list, problem } = commitEntry(emails, typed);
    setTyped('');
    void settle(list, problem ? [problem] : []);
    return list;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (COMMIT_KEYS.includes(event.key)) {
      event.preventDefault();
      commitTyped();
    } else if (event.key === 'Backspace' && !typed && emails.length) {
      setEmails(emails.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const { list, problems: found } = commitPasted(emails, `${typed} ${event.clipboardData.getData('text')}`);
    setTyped('');
    void settle(list, found);
  };

  const send = async () => {
    const list = typed.trim() ? commitTyped() : emails;
    if (!list.length) return notice(inviteTexts.noEmails());
    setSending(true);
    const refused = await invite(list, domain).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    setSending(false);
    if (refused) return notice({ type: 'error', title: 'Oops!', description: refused });
    notice(messages.customersInvited());
    onClose();
  };

  return (
    <DialogSections footer={<DialogButtons onCancel={onClose} confirmLabel="Invite" busy={sending} onConfirm={() => void send()} />}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Configurator</Field.Label>
          <Select value={domain} onChange={(e) => setDomain(e.currentTarget.value)} options={configurators.map((c) => ({ value: c.domain, label: `${c.title} (${c.domain})` }))} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Emails</Field.Label>
          <Flex wrap="wrap" gap="2" borderWidth="1px" rounded="md" p="2" w="full" aria-live="polite">
            {emails.map((email) => (
              <Tag.Root key={email} size="lg">
                <Tag.Label>{email}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${email}`} onClick={() => setEmails(emails.filter((e) => e !== email))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
            <Input
              flex="1"
              minW="12rem"
              size="sm"
              variant="flushed"
              aria-describedby={hintId}
              placeholder="name@example.com"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
            />
          </Flex>
          <Field.HelperText id={hintId}>Press space, Enter or comma after each address. They are invited as guests.</Field.HelperText>
        </Field.Root>
        {problems.length > 0 && (
          <Stack gap="1" role="alert">
            {problems.map((problem) => (
              <Text key={problem} color="fg.warning" textStyle="sm">{problem}</Text>
            ))}
          </Stack>
        )}
      </Stack>
    </DialogSections>
  );
}
