"""The balance lab for any registered game: `simulate` plays and reports a batch,
`compare` sets rule sets side by side, `charts` draws, `cluster` runs on Dask."""
