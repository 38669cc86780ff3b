import { cloneElement, isValidElement, lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';

/** The popup with its positioning (Zag's tooltip and Floating UI): loaded the first time a tooltip is wanted. */
const TooltipPopup = lazy(() => import('./TooltipPopup.tsx'));

const OPEN_DELAY_MS = 300;
const CLOSE_DELAY_MS = 100;

interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}

type TriggerProps = {
  id?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  'aria-describedby'?: string;
};

/** Whether a focus came from the keyboard (a click's focus shows no tooltip, as Zag's tooltip does). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A tooltip around one focusable child. The child is the trigger as it is (its own element, handlers
 * added): hovering it (after a short delay) or focusing it from the keyboard opens the tooltip, leaving,
 * blurring, pressing or Escape closes it. The popup's code loads on the first open, so a screen full of
 * tooltips does not carry a positioning engine in its first load (issue 17).
 */
export function Tooltip({ content, children, disabled }: TooltipProps) {
  const generatedId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (disabled || !isValidElement<TriggerProps>(children)) return <>{children}</>;

  const child = children as ReactElement<TriggerProps>;
  const triggerId = child.props.id ?? generatedId;
  const change = (next: boolean, delay = 0) => {
    clearTimeout(timer.current);
    if (next) setWanted(true);
    if (delay === 0) setOpen(next);
    else timer.current = setTimeout(() => setOpen(next), delay);
  };
  const trigger = cloneElement(child, {
    id: triggerId,
    'aria-describedby': open ? contentId : child.props['aria-describedby'],
    onPointerEnter: (event) => {
      child.props.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') change(true, OPEN_DELAY_MS);
    },
    onPointerLeave: (event) => {
      child.props.onPointerLeave?.(event);
      change(false, CLOSE_DELAY_MS);
    },
    onPointerDown: (event) => {
      child.props.onPointerDown?.(event);
      change(false);
    },
    onFocus: (event) => {
      child.props.onFocus?.(event);
      if (focusVisible(event.currentTarget)) change(true);
    },
    onBlur: (event) => {
      child.props.onBlur?.(event);
      change(false);
    },
    onKeyDown: (event) => {
      child.props.onKeyDown?.(event);
      if (event.key === 'Escape' && open) change(false);
    },
  });
  return (
    <>
      {trigger}
      {wanted && (
        // nothing to hold a place for: the tooltip floats over the page once its code is there
        <Suspense fallback={null}>
          <TooltipPopup open={open} triggerId={triggerId} contentId={contentId} content={content} onClose={() => change(false)} />
        </Suspense>
      )}
    </>
  );
}
