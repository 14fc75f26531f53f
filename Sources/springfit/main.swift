#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Everything but the exit lives in SpringfitCommand, where tests can reach it.
exit(SpringfitCommand.main(CommandLine.arguments.dropFirst()))
