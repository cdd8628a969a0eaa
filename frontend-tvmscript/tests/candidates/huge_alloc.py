# Hostile: allocates 64 GiB.
block = bytearray(64 << 30)
