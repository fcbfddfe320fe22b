import { confirm } from '../../src/lib/confirm';
import { DARK_MODE_KEY } from '../../src/lib/theme';

// sweetalert2 does not lay out in jsdom: record the options it is opened with.
const fired: Array<Record<string, unknown>> = [];
jest.mock('sweetalert2', () => ({
  __esModule: true,
  default: {
    fire: async (options: Record<string, unknown>) => {
      fired.push(options);
      return { isConfirmed: true };
    },
  },
}));

beforeEach(() => {
  fired.length = 0;
  localStorage.clear();
});

test.each([
  ['true', 'dark'],
  ['false', 'light'],
  [null, 'light'],
])('the confirm dialog follows the app dark mode (stored %s → %s theme)', async (stored, theme) => {
  if (stored !== null) localStorage.setItem(DARK_MODE_KEY, stored);
  await expect(confirm({ text: 'Sure?' })).resolves.toBe(true);
  expect(fired).toHaveLength(1);
  expect(fired[0].theme).toBe(theme);
});
