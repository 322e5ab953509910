/**
 * The one query-key factory. Keys are hierarchical, so `invalidateQueries({ queryKey: keys.member.all })`
 * reaches every member query and nothing else. Every queryOptions in app/api takes its key from here.
 */
export const keys = {
  system: {
    all: ['system'] as const,
    status: () => [...keys.system.all, 'status'] as const,
  },
} as const;
