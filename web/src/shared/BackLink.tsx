import { Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { Tooltip } from './Tooltip.tsx';

/** A detail screen's way back to its list, above its heading. */
export function BackLink({ to, label, tooltip }: { to: string; label: string; tooltip?: string }) {
  const link = (
    <Button asChild variant="ghost" size="sm" mb="2" px="1">
      <RouterLink to={to}>
        <LuArrowLeft aria-hidden="true" /> {label}
      </RouterLink>
    </Button>
  );
  return tooltip ? <Tooltip content={tooltip}>{link}</Tooltip> : link;
}
