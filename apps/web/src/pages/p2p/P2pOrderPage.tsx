export { default } from '../TitleFramePage';
