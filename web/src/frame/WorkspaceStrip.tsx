import { Box, IconButton, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuChevronDown, LuChevronUp, LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { WORKSPACE_SCROLL_PX, WORKSPACE_SLOTS } from '../shared/constants.ts';
import { LettersAvatar } from '../shared/LettersAvatar.tsx';
import { Tooltip } from '../shared/Tooltip.tsx';

export interface StripWorkspace {
  alias: string;
  name: string;
  color: string;
}

export interface WorkspaceStripProps {
  workspaces: StripWorkspace[];
  current: string;
  onSwitch: (workspace: StripWorkspace) => void;
}

const SLOT = 40;
const GAP = 8;

/**
 * The workspace strip (§2.3): one avatar per workspace, placeholders filling up to 4 slots,
 * chevrons scrolling 48 px when there are more than 4, and a plus leading to a new workspace.
 */
export function WorkspaceStrip({ workspaces, current, onSwitch }: WorkspaceStripProps) {
  const list = useRef<HTMLDivElement>(null);
  const overflowing = workspaces.length > WORKSPACE_SLOTS;
  const placeholders = Math.max(0, WORKSPACE_SLOTS - workspaces.length);
  const scroll = (by: number) => list.current?.scrollBy({ top: by, behavior: 'smooth' });

  return (
    <Stack as="nav" aria-label="Workspaces" align="center" gap="2" py="3" px="2" bg="bg.muted" borderEndWidth="1px" h="full">
      {overflowing && (
        <IconButton size="2xs" variant="ghost" aria-label="Scroll workspaces up" onClick={() => scroll(-WORKSPACE_SCROLL_PX)}>
          <LuChevronUp />
        </IconButton>
      )}
      <Stack
        ref={list}
        as="ul"
        listStyleType="none"
        gap={`${GAP}px`}
        overflowY={overflowing ? 'hidden' : 'visible'}
        maxH={`${WORKSPACE_SLOTS * SLOT + (WORKSPACE_SLOTS - 1) * GAP}px`}
        data-testid="workspace-list"
      >
        {workspaces.map((workspace) => {
          const active = workspace.alias === current;
          return (
            <li key={workspace.alias}>
              <Tooltip content={workspace.name}>
                <Box
                  as="button"
                  display="block"
                  rounded="full"
                  outline={active ? '2px solid' : undefined}
                  outlineColor="primary.solid"
                  outlineOffset="2px"
                  aria-current={active ? 'true' : undefined}
                  onClick={() => !active && onSwitch(workspace)}
                >
                  <LettersAvatar
                    name={workspace.name}
                    label={active ? `${workspace.name} (current workspace)` : `Switch to ${workspace.name}`}
                    size={SLOT}
                    background={workspace.color}
                  />
                </Box>
              </Tooltip>
            </li>
          );
        })}
        {Array.from({ length: placeholders }, (_, i) => (
          <li key={`placeholder-${i}`} aria-hidden="true">
            <Box boxSize={`${SLOT}px`} rounded="full" borderWidth="2px" borderStyle="dashed" borderColor="border.emphasized" data-testid="workspace-placeholder" />
          </li>
        ))}
      </Stack>
      {overflowing && (
        <IconButton size="2xs" variant="ghost" aria-label="Scroll workspaces down" onClick={() => scroll(WORKSPACE_SCROLL_PX)}>
          <LuChevronDown />
        </IconButton>
      )}
      <Tooltip content="New workspace">
        <IconButton asChild size="sm" variant="outline" rounded="full" aria-label="New workspace">
          <RouterLink to="/admin-space/new-workspace">
            <LuPlus />
          </RouterLink>
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
