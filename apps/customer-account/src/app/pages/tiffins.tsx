import { TiffinsPage } from '../../features/tiffins/components/tiffins-page';
import { definePage } from '../define-page';

export default definePage('tiffins', { component: TiffinsPage });
