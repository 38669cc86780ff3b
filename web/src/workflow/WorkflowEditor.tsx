/** The /workflow editor's parts: adding a state, the states (rename, remove) and the transitions (add, remove). */
import { Badge, Box, Button, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { initialState, stateNameProblem, stateOf } from '../../../rules/order-workflow.ts';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { Select } from '../shared/Select.tsx';
import { addState, addTransition, hasTransition, removeState, removeTransition, renameState, type Draft } from './workflow-draft.ts';

export interface EditorProps {
  draft: Draft;
  /** applies a change to the draft */
  change: (next: (draft: Draft) => Draft) => void;
  /** whether the caller may change the workflow (admins and editors); otherwise the parts only show */
  editable: boolean;
}

/** 'Add state': a name, checked as the server checks it, then a new state without transitions. */
export function AddStateForm({ draft, change, onDone }: Omit<EditorProps, 'editable'> & { onDone: () => void }) {
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const problem = stateNameProblem(draft, name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    change((d) => addState(d, name));
    onDone();
  };
  return (
    <Stack as="form" onSubmit={submit} gap="3" bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '5' }} aria-label="Add state">
      <FieldWrapper label="State name" error={tried || name ? problem ?? undefined : undefined} description="Then add the transitions into and out of it.">
        <Input ref={input} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={200} autoComplete="off" />
      </FieldWrapper>
      <HStack gap="2">
        <Button type="submit" size="sm">Add</Button>
        <Button size="sm" variant="ghost" onClick={onDone}>Cancel</Button>
      </HStack>
    </Stack>
  );
}

/** The states in order: each renamed in place and removed with its transitions, except the initial state. */
export function StatesEditor({ draft, change, editable }: EditorProps) {
  const initial = initialState(draft).id;
  const leaving = new Set(draft.transitions.map((t) => t.from));
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {draft.states.map((state, index) => {
        const problem = stateNameProblem({ ...draft, states: draft.states.slice(0, index) }, state.name);
        return (
          <Flex as="li" key={state.id} gap="2" align="flex-start" data-state={state.id}>
            <Stack flex="1" minW="0" gap="1">
              {editable ? (
                <FieldWrapper label={`State ${index + 1}`} error={problem ?? undefined}>
                  <Input size="sm" value={state.name} maxLength={200} autoComplete="off" onChange={(e) => change((d) => renameState(d, state.id, e.currentTarget.value))} />
                </FieldWrapper>
              ) : (
                <Text fontWeight="medium">{state.name}</Text>
              )}
              <HStack gap="1">
                {state.id === initial && <Badge size="sm" colorPalette="primary">Start: new orders begin here</Badge>}
                {!leaving.has(state.id) && <Badge size="sm">End</Badge>}
              </HStack>
            </Stack>
            {editable && state.id !== initial && (
              <IconButton size="sm" variant="ghost" mt="6" aria-label={`Remove state ${state.name}`} onClick={() => change((d) => removeState(d, state.id))}>
                <LuTrash2 />
              </IconButton>
            )}
          </Flex>
        );
      })}
    </Stack>
  );
}

/** One end of a transition to add: a state of the workflow, chosen by name. */
function StatePicker({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (id: string) => void }) {
  return (
    <Box w={{ base: 'full', sm: 'auto' }}>
      <FieldWrapper label={label}>
        <Select root={{ size: 'sm', width: { base: 'full', sm: '40' } }} empty="Choose a state" value={value} options={options} onChange={(e) => onChange(e.currentTarget.value)} />
      </FieldWrapper>
    </Box>
  );
}

/** Adding a transition: from one state to another that it does not lead to yet. */
function AddTransitionForm({ draft, change }: Omit<EditorProps, 'editable'>) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const options = draft.states.map((state) => ({ value: state.id, label: state.name }));
  const ready = from !== '' && to !== '' && from !== to && !hasTransition(draft, from, to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    change((d) => addTransition(d, from, to));
    setTo('');
  };
  return (
    <Flex as="form" onSubmit={submit} gap="2" wrap="wrap" align="flex-end" aria-label="Add transition">
      <StatePicker label="From" value={from} options={options} onChange={setFrom} />
      <StatePicker label="To" value={to} options={options.filter((o) => o.value !== from)} onChange={setTo} />
      <Button type="submit" size="sm" disabled={!ready}>Add transition</Button>
      {from && to && hasTransition(draft, from, to) && <Text textStyle="sm" color="fg.muted" w="full">That transition is there already.</Text>}
    </Flex>
  );
}

/** The transitions, each removable, and the form that adds one. */
export function TransitionsEditor({ draft, change, editable }: EditorProps) {
  const name = (id: string) => stateOf(draft, id).name;
  return (
    <Stack gap="4">
      {draft.transitions.length === 0 && <Text color="fg.muted">No transitions: orders stay where they start.</Text>}
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {draft.transitions.map((t) => {
          const label = `${name(t.from)} → ${name(t.to)}`;
          return (
            <HStack as="li" key={`${t.from}→${t.to}`} justify="space-between" gap="2" minH="8">
              <Text>{label}</Text>
              {editable && (
                <IconButton size="sm" variant="ghost" aria-label={`Remove transition ${label}`} onClick={() => change((d) => removeTransition(d, t))}>
                  <LuTrash2 />
                </IconButton>
              )}
            </HStack>
          );
        })}
      </Stack>
      {editable && <AddTransitionForm draft={draft} change={change} />}
    </Stack>
  );
}
