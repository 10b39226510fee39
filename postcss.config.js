import presetMantine from 'postcss-preset-mantine';

/**
 * Web fonts are used only once they are there when the text is first drawn (`font-display: optional`, in
 * place of @fontsource's `swap`): a page the server rendered is painted before its fonts arrive on a slow
 * connection, and swapping them in later moved whole pages (layout shift 0.2 on search results). The file
 * is cached for the next page.
 */
const fontDisplayOptional = {
  postcssPlugin: 'tawrid-font-display-optional',
  Declaration: {
    'font-display': (declaration) => {
      declaration.value = 'optional';
    },
  },
};

export default {
  plugins: [presetMantine(), fontDisplayOptional],
};
