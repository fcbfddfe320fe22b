import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { importMachine } from '../../../machines/import.machine';
import { useApiUrl } from '../../api/apiUrl';
import { useAppSelector } from '../../lib/hooks';
import { inspect } from '../../lib/inspector';
import { selectToken } from '../../session/selectors';
import { importActors } from './importActors';
import type { ImportDescriptor } from './types';

/** The import machine of one dialog, with the real actors bound and the upload progress (0..1). */
export function useImport(descriptor: ImportDescriptor) {
  const apiUrl = useApiUrl();
  const token = useAppSelector(selectToken);
  const [progress, setProgress] = useState(0);
  const machine = useMemo(
    () =>
      importMachine.provide({ actors: importActors(`${apiUrl}${descriptor.endpoint}`, token, setProgress) }),
    [apiUrl, descriptor.endpoint, token],
  );
  const [snapshot, send] = useMachine(machine, { input: { fields: descriptor.fields }, inspect });
  return { snapshot, send, progress, setProgress };
}
