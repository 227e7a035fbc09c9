notice(/re/[0])
