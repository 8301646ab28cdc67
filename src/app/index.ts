export { AppTitle } from './AppTitle';
export { Layout } from './Layout';
export { lightTheme, darkTheme } from './theme';
export { queryClient } from './queryClient';
