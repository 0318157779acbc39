// Material icon "ExpandMore" (Apache-2.0, from @mui/icons-material 7.3.11): written by scripts/vendor-icons.mjs.
import { createSvgIcon } from '@mui/material/utils';

export default /*#__PURE__*/ createSvgIcon(<path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />, 'ExpandMore');
