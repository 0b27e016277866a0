export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
