export const webgisKeys = {
  depots: ['webgis', 'depots'] as const,
};
