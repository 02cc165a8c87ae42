"""One screen per module: title, setup, battle, curtain, layers, results."""
