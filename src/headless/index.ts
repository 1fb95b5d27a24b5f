// Entry `pagekit/headless`: headless hooks and unstyled components. Never imports styled-components.
export {}
