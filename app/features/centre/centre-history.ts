/**
 * Where a history entry stands in a centre (member or agent): how many centre pages past the one the
 * player entered by, and whether that one was the first page of the visit (opened by its address).
 * Close goes back that many pages plus one, or home when the centre was opened directly.
 */
export interface CentreHistoryState {
  centreDepth?: number;
  centreOpenedDirectly?: boolean;
}

export function centreHistory(location: { state: unknown; key: string }): Required<CentreHistoryState> {
  const state = (location.state ?? {}) as CentreHistoryState;
  const depth = state.centreDepth;
  const centreDepth = typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
  // React Router keys the first entry of a visit "default"; a page reached inside the app has its own key.
  const centreOpenedDirectly = typeof state.centreOpenedDirectly === 'boolean' ? state.centreOpenedDirectly : location.key === 'default';
  return { centreDepth, centreOpenedDirectly };
}
