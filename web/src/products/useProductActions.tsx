import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DeleteProductDocument, DuplicateProductDocument } from '../../gql/graphql.ts';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';

export interface NamedProduct {
  id: string;
  name: string | null;
}

const nameOf = (product: NamedProduct) => product.name ?? product.id;

/** §8: 'Are you sure you want to delete this product?' or '… these products?' */
export const deleteQuestion = (count: number) => `Are you sure you want to delete ${count === 1 ? 'this product' : 'these products'}?`;

export interface ProductActions {
  duplicate: (product: NamedProduct) => Promise<void>;
  /** asks first (§8), then deletes each; a used product is kept and named with its users */
  askDelete: (products: NamedProduct[], afterwards?: () => void) => void;
  /** the confirmation dialog, to render once */
  dialog: ReactNode;
}

/**
 * Duplicate and Delete of the products table (§2.4, §8). The server names a duplicate (' Duplicated'
 * until the name is free) and refuses to delete a used product (failIfUsed), naming its users.
 */
export function useProductActions(refetch: () => void): ProductActions {
  const [duplicateProduct] = useMutation(DuplicateProductDocument);
  const [deleteProduct] = useMutation(DeleteProductDocument);
  const [pending, setPending] = useState<{ products: NamedProduct[]; afterwards?: () => void } | null>(null);
  const [busy, setBusy] = useState(false);

  const duplicate = async (product: NamedProduct) => {
    try {
      const { data } = await duplicateProduct({ variables: { id: product.id } });
      if (!data?.duplicateModule.module) throw new Error(data?.duplicateModule.errors[0]?.message);
      notify(messages.productDuplicated(nameOf(product)));
      refetch();
    } catch {
      notify(messages.productDuplicateFailed());
    }
  };

  const remove = async (product: NamedProduct) => {
    try {
      const { data } = await deleteProduct({ variables: { id: product.id } });
      const answer = data?.deleteModule;
      if (answer?.deleted) return notify(messages.productDeleted(nameOf(product)));
      if (answer?.errors[0]?.code === 'FAILED_DEPENDENCY') {
        return notify(messages.productUsed(nameOf(product), answer.usedBy.map((user) => user.name ?? user.id)));
      }
      // a refusal (not allowed, not found) is said in the server's words; only the unexpected is §8's generic error
      if (answer?.errors[0]) return notify({ type: 'warning', title: 'Product not deleted', description: answer.errors[0].message });
      notify(messages.productDeleteFailed());
    } catch {
      notify(messages.productDeleteFailed());
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    // one after another: each answers for itself (deleted, or used and kept)
    for (const product of pending.products) await remove(product);
    setBusy(false);
    pending.afterwards?.();
    setPending(null);
    refetch();
  };

  const dialog = (
    <ConfirmModal
      open={pending !== null}
      title="Delete product"
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => !busy && setPending(null)}
    >
      <Text>{deleteQuestion(pending?.products.length ?? 1)}</Text>
    </ConfirmModal>
  );

  return { duplicate, askDelete: (products, afterwards) => setPending({ products, afterwards }), dialog };
}
