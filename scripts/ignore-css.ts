// Node cannot load the stylesheets components import (webpack extracts them): they load as nothing here.
require.extensions['.css'] = () => undefined;
