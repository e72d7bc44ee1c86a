"""From models to text and to disk: the serializer, the path policy, the safe writer, the
packer."""
