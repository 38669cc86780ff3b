import { Card, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuPencil } from 'react-icons/lu';
import { ModuleListDocument } from '../../gql/graphql.ts';
import { DASHBOARD_PRODUCT_NAME_MAX, DASHBOARD_PRODUCT_ROWS } from '../shared/constants.ts';
import { DataTable } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { openProductEditor, PRODUCT_SORTS, productColumns, type ProductRow } from '../products/productTable.tsx';

const COLUMNS = productColumns(DASHBOARD_PRODUCT_NAME_MAX);
const PAGE_SIZES = [DASHBOARD_PRODUCT_ROWS] as const;

/**
 * The dashboard's products overview (§2.4, §2.7): the products table with 7 rows a page, Edit only,
 * names cut at 30 characters, headed 'Product List:' with the count and a 'See all' link to /products.
 */
export function ProductListWidget() {
  const { rows, loading, pager, sorting, setSorting } = useCursorPaging(ModuleListDocument, {
    select: (data) => data.modules,
    sorts: PRODUCT_SORTS,
    pageSize: DASHBOARD_PRODUCT_ROWS,
  });
  return (
    <Card.Root minW="0" data-tour="products">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Card.Title as="h2" textStyle="md">
            Product List: {loading && pager.total === 0 ? '' : `${pager.total}${pager.totalExact ? '' : '+'}`}
          </Card.Title>
          <Link asChild fontWeight="medium" color="primary.fg">
            <RouterLink to="/products">See all</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataTable<ProductRow>
          label="Product List"
          columns={COLUMNS}
          rows={rows}
          getRowId={(row) => row.id}
          rowName={(row) => row.name ?? ''}
          pager={pager}
          loading={loading}
          sorting={sorting}
          onSortingChange={setSorting}
          pageSizes={PAGE_SIZES}
          scrollHeight="auto"
          message={{ title: 'Add your first product', message: 'Use your CAD data to create a new product.', link: { label: 'Show me how', to: '/products?tour=products' } }}
          rowActions={[{ label: 'Edit', icon: <LuPencil aria-hidden="true" />, onClick: openProductEditor }]}
        />
      </Card.Body>
    </Card.Root>
  );
}
