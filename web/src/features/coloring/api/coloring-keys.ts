/** Query keys of the coloring book's data, each the URL it is read from. */
export const coloringKeys = {
  gallery: (userId: number) => [`/api/coloring/${userId}`] as const,
};
