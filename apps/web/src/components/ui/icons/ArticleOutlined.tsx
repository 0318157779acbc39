// Material icon "ArticleOutlined" (Apache-2.0, from @mui/icons-material 7.3.11): written by scripts/vendor-icons.mjs.
import { createSvgIcon } from '@mui/material/utils';

export default /*#__PURE__*/ createSvgIcon(
  [
    <path key="0" d="M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2" />,
    <path key="1" d="M14 17H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" />,
  ],
  'ArticleOutlined',
);
