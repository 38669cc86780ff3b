import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { normaliseQuery } from './search.ts';

export interface SearchBoxProps {
  /** receives the query trimmed and lower-cased (§2.14) */
  onSearch: (query: string) => void;
  label?: string;
  placeholder?: string;
  initialValue?: string;
}

/** A search input with a clear button; the query it reports is trimmed and lower-cased. */
export function SearchBox({ onSearch, label = 'Search', placeholder = 'Search', initialValue = '' }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const change = (next: string) => {
    setValue(next);
    onSearch(normaliseQuery(next));
  };
  return (
    <InputGroup
      maxW="xs"
      startElement={<LuSearch aria-hidden="true" />}
      endElement={value ? <CloseButton size="xs" aria-label="Clear search" onClick={() => change('')} /> : undefined}
    >
      <Input type="search" size="sm" aria-label={label} placeholder={placeholder} value={value} onChange={(e) => change(e.currentTarget.value)} />
    </InputGroup>
  );
}
