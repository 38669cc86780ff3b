import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { __unsafe_useEmotionCache as useEmotionCache, css as serializeStyles, type EmotionCache } from '@emotion/react';

/** One element's styles: a style object, or several merged in order (a recipe's, then the element's own). */
export type ElementStyles = SystemStyleObject | SystemStyleObject[];

/**
 * Named styles of a component's plain elements, from the system in force (its recipes and tokens). A
 * sheet is a module-level function: its class names are made once per system and reused by every
 * element and render that asks for them.
 */
export type StyleSheet<Name extends string> = (system: SystemContext) => Record<Name, ElementStyles>;

/**
 * The class of a style object, made as Chakra's own elements make theirs: the system turns tokens and
 * conditions into CSS, Emotion names the CSS by its hash and inserts its rule once. Equal styles give
 * the class a Chakra element with them has.
 */
function classOf(cache: EmotionCache, system: SystemContext, styles: ElementStyles): string {
  const serialized = serializeStyles(system.css(...(Array.isArray(styles) ? styles : [styles])));
  const className = `${cache.key}-${serialized.name}`;
  cache.registered[className] ??= serialized.styles;
  if (cache.inserted[serialized.name] === undefined) {
    // a style that names keyframes carries them in `next`, inserted as Emotion's own insertStyles does
    for (let part: typeof serialized | undefined = serialized; part; part = part.next) {
      cache.insert(part === serialized ? `.${className}` : '', part, cache.sheet, true);
    }
  }
  return className;
}

const made = new WeakMap<EmotionCache, WeakMap<SystemContext, Map<StyleSheet<string>, Record<string, string>>>>();

/**
 * The class names of a sheet's styles under the system in force. For elements that render many times
 * (a table's cells, a list's entries): a Chakra styled element resolves, merges, serialises and hashes
 * its styles on every render (a fifth of the app's CPU in Chromium), a plain element with one of these
 * classes does none of it, and looks the same.
 */
export function useStyleClasses<Name extends string>(sheet: StyleSheet<Name>): Record<Name, string> {
  const system = useChakraContext();
  const cache = useEmotionCache();
  if (!cache) throw new Error('useStyleClasses: no Emotion cache (is the component inside ChakraProvider?)');
  let bySystem = made.get(cache);
  if (!bySystem) made.set(cache, (bySystem = new WeakMap()));
  let bySheet = bySystem.get(system);
  if (!bySheet) bySystem.set(system, (bySheet = new Map()));
  let classes = bySheet.get(sheet);
  if (!classes) {
    classes = Object.fromEntries(Object.entries<ElementStyles>(sheet(system)).map(([name, styles]) => [name, classOf(cache, system, styles)]));
    bySheet.set(sheet, classes);
  }
  return classes as Record<Name, string>;
}
