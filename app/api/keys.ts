/**
 * The one query-key factory. Keys are hierarchical, so `invalidateQueries({ queryKey: keys.member.all })`
 * reaches every member query and nothing else. Every queryOptions in app/api takes its key from here;
 * each area adds its keys in its own block.
 */
export const keys = {
  system: {
    all: ['system'] as const,
    status: () => [...keys.system.all, 'status'] as const,
    // system: add keys below
  },
  session: {
    all: ['session'] as const,
    // session: add keys below
  },
  member: {
    all: ['member'] as const,
    // member: add keys below
  },
  verification: {
    all: ['verification'] as const,
    // verification: add keys below
  },
  wallet: {
    all: ['wallet'] as const,
    // wallet: add keys below
  },
  games: {
    all: ['games'] as const,
    // games: add keys below
  },
  lottery: {
    all: ['lottery'] as const,
    // lottery: add keys below
  },
  content: {
    all: ['content'] as const,
    // content: add keys below
  },
  messages: {
    all: ['messages'] as const,
    // messages: add keys below
  },
  missions: {
    all: ['missions'] as const,
    // missions: add keys below
  },
  points: {
    all: ['points'] as const,
    // points: add keys below
  },
  player: {
    all: ['player'] as const,
    // player: add keys below
  },
  agent: {
    all: ['agent'] as const,
    // agent: add keys below
  },
} as const;
