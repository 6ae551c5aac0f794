'use client';

import { usePathname } from 'next/navigation';
import { useRef } from 'react';
import { type EnvironmentState, nextEnvironmentState } from '@/shared/access/environment';
import { useMe } from './use-me';

/** Spec §2: the environment, recomputed on every path change, remembering the previous one. */
export function useEnvironment(): EnvironmentState {
  const pathname = usePathname();
  const { me, authenticated } = useMe();
  const state = useRef<EnvironmentState | null>(null);
  state.current = nextEnvironmentState(state.current, pathname, me.roles, authenticated);
  return state.current;
}
