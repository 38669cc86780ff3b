import type { ReactNode } from 'react';
import { useStyleClasses } from '../styleClasses.ts';

/** `<Text as="span">` with a weight or the muted colour, and `<HStack gap="1" wrap="wrap">`, as plain elements. */
const cellSheet = () => ({
  strong: { fontWeight: 'medium' },
  muted: { color: 'fg.muted' },
  tags: { display: 'flex', alignItems: 'center', flexDirection: 'row', flexWrap: 'wrap', gap: '1' },
});

/**
 * A table cell's text, emphasised (a row's name) or muted; a plain span with the class Chakra's Text
 * would have, as every cell renders once per row and table render.
 */
export function CellText({ tone, title, children }: { tone: 'strong' | 'muted'; title?: string; children: ReactNode }) {
  const classes = useStyleClasses(cellSheet);
  return <span className={classes[tone]} title={title}>{children}</span>;
}

/** A cell's status tags, in a row that wraps. */
export function CellTags({ children }: { children: ReactNode }) {
  const classes = useStyleClasses(cellSheet);
  return <div className={`chakra-stack ${classes.tags}`}>{children}</div>;
}
