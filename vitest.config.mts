import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'config/**/__tests__/**/*.test.ts',
      'plugins/**/__tests__/**/*.test.ts',
      'server/**/__tests__/**/*.test.ts',
      'src/**/__tests__/**/*.test.ts',
      'scripts/**/__tests__/**/*.test.ts',
    ],
    environment: 'node',
  },
});
