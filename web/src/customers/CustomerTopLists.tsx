import { useQuery } from '@apollo/client/react';
import { Card, List, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { CustomerTopListsDocument, type CustomerTopListFragment } from './generated/gql/graphql.ts';
import { useStyleClasses } from '../shared/styleClasses.ts';
import { countryName } from './topLists.ts';

interface TopListSpec {
  key: 'countries' | 'regions' | 'browsers' | 'systems' | 'sources' | 'products';
  title: string;
  /** what an entry is called: a country's name for its code, a product's name for its id */
  label?: (object: { object: string; name: string | null }) => string;
}

/** The six lists (§2.8), sized as §9 says: countries 10, browsers 7, the others 5. */
const LISTS: TopListSpec[] = [
  { key: 'countries', title: 'Top countries', label: ({ object }) => countryName(object) },
  { key: 'regions', title: 'Top regions' },
  { key: 'browsers', title: 'Top browsers' },
  { key: 'systems', title: 'Top operating systems' },
  { key: 'sources', title: 'Top UTM sources' },
  { key: 'products', title: 'Top products', label: ({ object, name }) => name ?? object },
];

/**
 * An entry's elements as List.Item, HStack and Text with their props would style them: six lists of up
 * to ten entries, plain elements with these classes.
 */
const entrySheet = () => ({
  line: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexDirection: 'row', gap: '0.5rem', w: 'full', textStyle: 'sm' },
  label: { truncate: true },
  count: { fontWeight: 'semibold' },
});

function TopListCard({ spec, list }: { spec: TopListSpec; list: CustomerTopListFragment | undefined }) {
  const classes = useStyleClasses(entrySheet);
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">{spec.title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {!list ? (
          <Skeleton height="16" />
        ) : list.objects.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">Nothing counted yet</Text>
        ) : (
          <List.Root as="ol" gap="1" variant="plain">
            {list.objects.map((entry) => (
              <li key={entry.object}>
                <div className={`chakra-stack ${classes.line}`}>
                  <p className={classes.label}>{spec.label?.(entry) ?? entry.object}</p>
                  <p className={classes.count}>{entry.count}</p>
                </div>
              </li>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The customers page's six top lists, from the workspace's statistics (one request). */
export function CustomerTopLists() {
  const { data, error } = useQuery(CustomerTopListsDocument);
  if (error) return null;
  return (
    <SimpleGrid as="section" aria-label="Top lists" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {LISTS.map((spec) => <TopListCard key={spec.key} spec={spec} list={data?.statistics[spec.key]} />)}
    </SimpleGrid>
  );
}
