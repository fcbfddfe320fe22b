import type { ComponentType } from 'react';
import { descriptorFor } from './descriptors';
import { MasterDataScreen } from './MasterDataScreen';

const cache = new Map<string, ComponentType>();

/**
 * The route component for one descriptor path (`professions`, `manage-role-permissions`, ...),
 * so route tables can lazy-load `{default: screenFor(path)}`. Cached: one stable component each.
 */
export function screenFor(path: string): ComponentType {
  let screen = cache.get(path);
  if (!screen) {
    const descriptor = descriptorFor(path);
    const Screen = () => <MasterDataScreen key={descriptor.path} descriptor={descriptor} />;
    Screen.displayName = `MasterData(${path})`;
    screen = Screen;
    cache.set(path, screen);
  }
  return screen;
}
