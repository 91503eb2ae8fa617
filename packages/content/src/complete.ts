/** The items an editor has finished: the fetchers map an unfinished one to null. */
export const complete = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null);
