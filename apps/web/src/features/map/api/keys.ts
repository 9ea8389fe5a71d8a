export const mapKeys = {
  publicDepots: ['public', 'depots'] as const,
};
