// The C math library, reached through file-scope wrappers so that inlinable generic code can
// call it without exposing the platform module (SpringKit imports no Foundation).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

@usableFromInline func libmExp(_ x: Double) -> Double { exp(x) }
@usableFromInline func libmExpm1(_ x: Double) -> Double { expm1(x) }
@usableFromInline func libmExp2(_ x: Double) -> Double { exp2(x) }
@usableFromInline func libmLog(_ x: Double) -> Double { log(x) }
@usableFromInline func libmLog1p(_ x: Double) -> Double { log1p(x) }
@usableFromInline package func libmSin(_ x: Double) -> Double { sin(x) }
@usableFromInline package func libmCos(_ x: Double) -> Double { cos(x) }
@usableFromInline func libmAcos(_ x: Double) -> Double { acos(x) }
@usableFromInline func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

@usableFromInline func libmExp(_ x: Float) -> Float { expf(x) }
@usableFromInline func libmLog(_ x: Float) -> Float { logf(x) }
@usableFromInline func libmSin(_ x: Float) -> Float { sinf(x) }
@usableFromInline func libmCos(_ x: Float) -> Float { cosf(x) }
@usableFromInline func libmHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@usableFromInline func libmCbrt(_ x: Double) -> Double { cbrt(x) }
@usableFromInline func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
