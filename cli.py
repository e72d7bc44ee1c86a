from artifact_codec.cli import main

main()
