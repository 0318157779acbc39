// Material icon "Edit" (Apache-2.0, from @mui/icons-material 7.3.11): written by scripts/vendor-icons.mjs.
import { createSvgIcon } from '@mui/material/utils';

export default /*#__PURE__*/ createSvgIcon(
  <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />,
  'Edit',
);
