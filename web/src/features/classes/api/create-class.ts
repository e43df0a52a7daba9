import type { ClassListResponse, ClassResponse, CreateClassBody } from '@morah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema-output';
import { classesQueryKey } from './get-classes';

export function createClass(body: CreateClassBody): Promise<SchemaOutput<typeof ClassResponse>> {
  return api.post<SchemaOutput<typeof ClassResponse>>('/api/classes', body);
}

/** POST /api/classes; the new class joins the cached list at once. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: ({ class: created }) => {
      queryClient.setQueryData<ClassListResponse>(classesQueryKey, (old) =>
        old ? { classes: [...old.classes.filter((c) => c.id !== created.id), created] } : old,
      );
      return queryClient.invalidateQueries({ queryKey: classesQueryKey });
    },
  });
}
